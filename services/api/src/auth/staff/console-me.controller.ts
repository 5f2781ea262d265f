import { Controller, Get, UseGuards } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import { errorResponseSchema, staffMeSchema, type StaffMe } from '@asiguro/contracts';
import { ApiContract } from '../../common/zod-contract';
import { StaffDirectory } from './staff-directory.service';
import { CurrentStaff, Permission, type Staff } from './staff.decorators';
import { StaffGuard } from './staff.guard';

/** The console asks who it is talking to: staff get themselves, everyone else 401 or 403. */
@ApiTags('console')
@Controller('console')
@UseGuards(StaffGuard)
export class ConsoleMeController {
  constructor(private readonly directory: StaffDirectory) {}

  @Get('me')
  @Permission('console.read')
  @ApiContract({
    responses: {
      200: { description: 'The signed-in staff member', schema: staffMeSchema },
      401: { description: 'unauthorized: not signed in', schema: errorResponseSchema },
      403: { description: 'forbidden: signed in without a staff role', schema: errorResponseSchema },
    },
  })
  me(@CurrentStaff() staff: Staff): Promise<StaffMe> {
    return this.directory.me(staff);
  }
}
