import { Injectable } from '@nestjs/common';
import type { StaffMe } from '@asiguro/contracts';
import { AccountRepository } from '@asiguro/persistence';
import type { Staff } from './staff.decorators';

/** Who a signed-in staff member is, as the console shows them (the roles come from their session). */
@Injectable()
export class StaffDirectory {
  constructor(private readonly accounts: AccountRepository) {}

  async me(staff: Staff): Promise<StaffMe> {
    const account = await this.accounts.get(staff.id);
    return { id: staff.id, email: account.email, displayName: account.displayName, roles: staff.roles };
  }
}
