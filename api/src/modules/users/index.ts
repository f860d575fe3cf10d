// The users module's public face: what other modules and the composition root use of it.
// Import from here ('../users'), never a file inside the folder (docs/api.md#module-floors).
export { UserDto } from './dto/user.dto';
export { PlanLimits } from './plan-limits';
export { isProNow } from './pro-status';
export { ProTime, type ProSpan } from './pro-time';
export { provenContacts } from './proven-contacts';
export { User } from './user.entity';
export { UsersModule } from './users.module';
export { takenBy, UsersService } from './users.service';
export { accountNotFound } from './users.errors';
