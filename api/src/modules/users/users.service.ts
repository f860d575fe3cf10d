import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import type { EntityManager, Repository } from 'typeorm';
import { displayPhone } from '../auth/identifiers';
import type { UserDto } from './dto/user.dto';
import { User } from './user.entity';

export type NewUser = {
  firstName: string;
  lastName: string;
  phone: string;
  email: string;
  registrationIp: string | null;
  registrationCity: string;
  registrationRegion: string;
  registrationCountry: string;
  registrationTimezone: string;
};

@Injectable()
export class UsersService {
  constructor(@InjectRepository(User) private readonly users: Repository<User>) {}

  findById(id: string): Promise<User | null> {
    return this.users.findOneBy({ id });
  }

  /** phone as 233XXXXXXXXX or email lower-cased. */
  findByIdentity(identity: { phone: string } | { email: string }): Promise<User | null> {
    return this.users.findOneBy(identity);
  }

  async phoneOrEmailTaken(
    phone: string,
    email: string,
    manager?: EntityManager,
  ): Promise<'phone' | 'email' | null> {
    const repo = manager ? manager.getRepository(User) : this.users;
    if (await repo.existsBy({ phone })) return 'phone';
    if (await repo.existsBy({ email })) return 'email';
    return null;
  }

  create(data: NewUser, manager: EntityManager): Promise<User> {
    const repo = manager.getRepository(User);
    return repo.save(repo.create({ ...data, isPro: false, proUntil: null }));
  }

  toDto(user: User): UserDto {
    const proActive =
      user.isPro && (user.proUntil === null || user.proUntil.getTime() > Date.now());
    return {
      id: user.id,
      firstName: user.firstName,
      lastName: user.lastName,
      phone: user.phone === null ? null : displayPhone(user.phone),
      email: user.email,
      isPro: proActive,
    };
  }
}
