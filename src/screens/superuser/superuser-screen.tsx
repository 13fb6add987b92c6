import * as Tabs from '@radix-ui/react-tabs';
import type { ComponentType } from 'react';
import { useSearchParams } from 'react-router-dom';
import { useTranslate } from '../../i18n/use-translate';
import { ServerDataGate } from '../app/app-services';
import { ScreenIntro } from '../app/page-metadata';
import { AuditLogTab } from './audit-log-tab';
import { PlansTab } from './plans-tab';
import { RolesTab } from './roles-tab';
import { SettingsTab } from './settings-tab';
import { StaffLoading } from '../staff/staff-loading';
import './superuser.css';

export const SUPERUSER_TABS = ['roles', 'plans', 'settings', 'audit'] as const;
export type SuperuserTab = (typeof SUPERUSER_TABS)[number];

const isTab = (value: string | null): value is SuperuserTab =>
  (SUPERUSER_TABS as readonly (string | null)[]).includes(value);

/** The open tab lives in the address (?tab=plans), so a link or a reload opens it again. */
function useTabFromAddress(): [SuperuserTab, (tab: string) => void] {
  const [params, setParams] = useSearchParams();
  const requested = params.get('tab');
  const tab = isTab(requested) ? requested : 'roles';
  const choose = (next: string) => {
    if (!isTab(next)) return;
    setParams(
      (current) => {
        const updated = new URLSearchParams(current);
        updated.set('tab', next);
        return updated;
      },
      { replace: true },
    );
  };
  return [tab, choose];
}

const TAB_CONTENT: Record<SuperuserTab, ComponentType> = {
  roles: RolesTab,
  plans: PlansTab,
  settings: SettingsTab,
  audit: AuditLogTab,
};

/**
 * /superuser (SUPERADMIN only, docs/decisions/0010-roles-and-staff.md): roles, plan prices and
 * credits, run-time settings and the audit log. Every change runs the staff-action machine.
 */
export function SuperuserScreen() {
  const t = useTranslate();
  const [tab, chooseTab] = useTabFromAddress();
  return (
    <>
      <ScreenIntro page="superuser" noIndex />
      <Tabs.Root className="staff-tabs" value={tab} onValueChange={chooseTab}>
        <Tabs.List className="staff-tab-list" aria-label={t('superuser.tabs.label')}>
          {SUPERUSER_TABS.map((name) => (
            <Tabs.Trigger key={name} value={name} className="staff-tab-trigger">
              {t(`superuser.tabs.${name}`)}
            </Tabs.Trigger>
          ))}
        </Tabs.List>
        {SUPERUSER_TABS.map((name) => {
          const Content = TAB_CONTENT[name];
          return (
            <Tabs.Content key={name} value={name} className="staff-tab-panel">
              <ServerDataGate fallback={<StaffLoading label={t('superuser.loading')} />}>
                <Content />
              </ServerDataGate>
            </Tabs.Content>
          );
        })}
      </Tabs.Root>
    </>
  );
}
