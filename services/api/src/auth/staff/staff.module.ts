import { Module } from '@nestjs/common';
import { StaffDirectory } from './staff-directory.service';
import { StaffGuard } from './staff.guard';

/**
 * What the console API needs from sign-in: import StaffModule, put @UseGuards(StaffGuard) and a
 * @Permission on every route on console controllers, take @CurrentStaff(), and record
 * each action with StaffAuditRepository.record (DataAccessModule provides it).
 */
@Module({ providers: [StaffDirectory, StaffGuard], exports: [StaffDirectory, StaffGuard] })
export class StaffModule {}
