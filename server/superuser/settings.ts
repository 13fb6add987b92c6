/**
 * The run-time settings (src/contract/settings.ts) in app_settings, one row per key. A key never
 * saved, or a row that no longer fits its schema, reads as its default: the build decides.
 */
import { inArray, sql } from 'drizzle-orm';
import * as v from 'valibot';
import {
  DEFAULT_APP_SETTINGS,
  SETTING_SCHEMAS,
  type AppSettings,
  type PublicSettings,
  type SettingKey,
  type SuperuserSettings,
} from '../../src/contract/settings';
import { SETTINGS_UPDATE_ACTION } from '../../src/contract/superuser';
import type { Database, Queryable } from '../db/database';
import { appSettings } from '../db/schema';
import { recordStaffAction, type StaffActor } from '../staff/audit';

const SETTING_KEYS = Object.keys(SETTING_SCHEMAS) as SettingKey[];

interface StoredSettings {
  settings: AppSettings;
  /** The newest change of any key; null when none was ever saved. */
  updatedAt: Date | null;
}

function parseSetting<Key extends SettingKey>(key: Key, value: unknown): AppSettings[Key] {
  const parsed = v.safeParse(SETTING_SCHEMAS[key], value);
  if (parsed.success) return parsed.output;
  console.warn(`[roomwalk] app_settings.${key} does not fit its schema; its default applies`);
  return DEFAULT_APP_SETTINGS[key];
}

export async function readSettings(db: Queryable): Promise<StoredSettings> {
  const rows = await db.select().from(appSettings).where(inArray(appSettings.key, SETTING_KEYS));
  const settings: AppSettings = { ...DEFAULT_APP_SETTINGS };
  let updatedAt: Date | null = null;
  for (const row of rows) {
    const key = row.key as SettingKey;
    settings[key] = parseSetting(key, row.value);
    if (updatedAt === null || row.updatedAt > updatedAt) updatedAt = row.updatedAt;
  }
  return { settings, updatedAt };
}

export function toSuperuserSettings(stored: StoredSettings): SuperuserSettings {
  return { settings: stored.settings, updatedAt: stored.updatedAt?.toISOString() ?? null };
}

/** What GET /settings tells every client. */
export function toPublicSettings({ settings }: StoredSettings): PublicSettings {
  const { enabled, tracesSampleRate } = settings.errorReporting;
  return { errorReporting: { enabled, tracesSampleRate } };
}

const sameValue = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

/**
 * Saves every key whose value changed, each audited with its value before and after, in one
 * transaction. Unchanged keys are neither written nor logged.
 */
export async function saveSettings(
  db: Database,
  actor: StaffActor,
  next: AppSettings,
  now: Date,
): Promise<StoredSettings> {
  await db.transaction(async (tx) => {
    // Serialises concurrent saves, so each "before" in the log is what that save replaced.
    await tx.execute(sql`lock table ${appSettings} in share row exclusive mode`);
    const { settings: current } = await readSettings(tx);
    for (const key of SETTING_KEYS) {
      if (sameValue(current[key], next[key])) continue;
      await tx
        .insert(appSettings)
        .values({ key, value: next[key], updatedAt: now, updatedBy: actor.userId })
        .onConflictDoUpdate({
          target: appSettings.key,
          set: { value: next[key], updatedAt: now, updatedBy: actor.userId },
        });
      await recordStaffAction(
        tx,
        actor,
        {
          action: SETTINGS_UPDATE_ACTION,
          targetType: 'setting',
          targetId: key,
          details: { before: current[key], after: next[key] },
        },
        now,
      );
    }
  });
  return readSettings(db);
}
