import { Controller, Get, UseGuards } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { errorResponseSchema, staffMeSchema, type StaffMe } from '@asiguro/domain';
import { AccountEntity } from '@asiguro/persistence';
import { ApiContract } from '../../common/zod-contract';
import { CurrentStaff, Permission, type Staff } from './staff.decorators';
import { StaffGuard } from './staff.guard';

/** The console asks who it is talking to: staff get themselves, everyone else 401 or 403. */
@ApiTags('console')
@Controller('console')
@UseGuards(StaffGuard)
export class ConsoleMeController {
  constructor(@InjectDataSource() private readonly db: DataSource) {}

  @Get('me')
  @Permission('console.read')
  @ApiContract({
    responses: {
      200: { description: 'The signed-in staff member', schema: staffMeSchema },
      401: { description: 'unauthorized: not signed in', schema: errorResponseSchema },
      403: { description: 'forbidden: signed in without a staff role', schema: errorResponseSchema },
    },
  })
  async me(@CurrentStaff() staff: Staff): Promise<StaffMe> {
    const account = await this.db.getRepository(AccountEntity).findOneByOrFail({ id: staff.id });
    return { id: staff.id, email: account.email, displayName: account.displayName, roles: staff.roles };
  }
}
