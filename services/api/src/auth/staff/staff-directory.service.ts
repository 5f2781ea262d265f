import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import type { StaffMe } from '@asiguro/domain';
import { AccountEntity } from '@asiguro/persistence';
import type { Staff } from './staff.decorators';

/** Who a signed-in staff member is, as the console shows them (the roles come from their session). */
@Injectable()
export class StaffDirectory {
  constructor(@InjectDataSource() private readonly db: DataSource) {}

  async me(staff: Staff): Promise<StaffMe> {
    const account = await this.db.getRepository(AccountEntity).findOneByOrFail({ id: staff.id });
    return { id: staff.id, email: account.email, displayName: account.displayName, roles: staff.roles };
  }
}
