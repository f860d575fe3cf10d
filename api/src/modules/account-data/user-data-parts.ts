import { Injectable, type OnModuleInit } from '@nestjs/common';
import { DiscoveryService } from '@nestjs/core';
import {
  UserDataPart,
  UserDataRepository,
  type UserDataSection,
  type UserDataTable,
} from '../../common/user-data/user-data';
import { COUNT_KEYS } from './data-counts';

// One table of a user's data, with the part that owns it.
export type PartTable = { part: UserDataRepository; spec: UserDataTable };

/**
 * Parents before children: a table comes after every table it points at (its `parents`); among
 * those free to come next, by name, so the order never depends on how the modules were wired.
 * Restored in this order, deleted in the reverse.
 */
export function parentsFirst(tables: readonly PartTable[]): PartTable[] {
  const byName = new Map<string, PartTable>();
  for (const entry of tables) {
    if (byName.has(entry.spec.table)) {
      throw new Error(`user data: two parts name the table ${entry.spec.table}`);
    }
    byName.set(entry.spec.table, entry);
  }
  for (const { spec } of tables) {
    for (const parent of spec.parents ?? []) {
      if (!byName.has(parent)) {
        throw new Error(`user data: ${spec.table} points at ${parent}, which no part names`);
      }
    }
  }
  const ordered: PartTable[] = [];
  const placed = new Set<string>();
  const waiting = [...byName.entries()]
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
    .map(([, entry]) => entry);
  while (waiting.length > 0) {
    const next = waiting.findIndex(({ spec }) =>
      (spec.parents ?? []).every((parent) => placed.has(parent)),
    );
    if (next < 0) {
      throw new Error(
        `user data: the tables ${waiting.map(({ spec }) => spec.table).join(', ')} point at each other`,
      );
    }
    const [entry] = waiting.splice(next, 1);
    if (!entry) break;
    ordered.push(entry);
    placed.add(entry.spec.table);
  }
  return ordered;
}

type Found = {
  tables: PartTable[];
  parts: UserDataRepository[];
  sections: Map<string, UserDataSection>;
};

// Every module's part of a user's data (common/user-data), found once every provider exists: a
// part missing (a count no table feeds), a table named twice or an unknown parent fails the start.
@Injectable()
export class UserDataParts implements OnModuleInit {
  private found: Found | null = null;

  constructor(private readonly discovery: DiscoveryService) {}

  onModuleInit(): void {
    this.find();
  }

  /** Every part's tables, parents first. */
  get tables(): readonly PartTable[] {
    return this.find().tables;
  }

  /** The parts, in the order of their first table (parents first). */
  get parts(): readonly UserDataRepository[] {
    return this.find().parts;
  }

  /** The download's sections the parts provide, by key. */
  get sections(): ReadonlyMap<string, UserDataSection> {
    return this.find().sections;
  }

  private find(): Found {
    if (this.found) return this.found;
    const parts = this.discovery
      .getProviders({ metadataKey: UserDataPart.KEY })
      .map((wrapper): unknown => wrapper.instance);
    const entries: PartTable[] = [];
    const sections = new Map<string, UserDataSection>();
    for (const part of parts) {
      if (!(part instanceof UserDataRepository)) {
        throw new Error('user data: a @UserDataPart() provider does not extend UserDataRepository');
      }
      entries.push(...part.tables.map((spec) => ({ part, spec })));
      for (const section of part.sections) {
        if (sections.has(section.key)) {
          throw new Error(`user data: two parts provide the section ${section.key}`);
        }
        sections.set(section.key, section);
      }
    }
    const tables = parentsFirst(entries);
    // A part left out of its module (or its module out of the app) would leave that data behind
    // on deletion: every count the reply promises needs the table that feeds it.
    const counted = new Set(tables.map(({ spec }) => spec.count));
    const missing = COUNT_KEYS.filter((key) => !counted.has(key));
    if (missing.length > 0) {
      throw new Error(`user data: no part has the tables of ${missing.join(', ')}`);
    }
    this.found = {
      tables,
      parts: [...new Set(tables.map(({ part }) => part))],
      sections,
    };
    return this.found;
  }
}
