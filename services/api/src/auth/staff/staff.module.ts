import { Module } from '@nestjs/common';
import { StaffAudit } from './staff-audit.service';
import { StaffDirectory } from './staff-directory.service';
import { StaffGuard } from './staff.guard';

/**
 * What the console API needs from sign-in: import StaffModule, put @UseGuards(StaffGuard) and a
 * @Permission on every route on console controllers, take @CurrentStaff(), and record
 * each action with StaffAudit.record.
 */
@Module({ providers: [StaffAudit, StaffDirectory, StaffGuard], exports: [StaffAudit, StaffDirectory, StaffGuard] })
export class StaffModule {}
