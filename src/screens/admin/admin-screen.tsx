import * as Tabs from '@radix-ui/react-tabs';
import { useTranslate } from '../../i18n/use-translate';
import { ScreenIntro } from '../app/page-metadata';
import { ServerDataGate } from '../app/app-services';
import { StaffLoading } from '../staff/staff-loading';
import { ADMIN_TABS, useAdminParams } from './admin-params';
import { ContactTab } from './contact-tab';
import { ToursTab } from './tours-tab';
import { UsersTab } from './users-tab';
import './admin.css';

const TAB_CONTENT = {
  users: UsersTab,
  tours: ToursTab,
  'contact-requests': ContactTab,
} as const;

const TAB_LABELS = {
  users: 'admin.tabs.users',
  tours: 'admin.tabs.tours',
  'contact-requests': 'admin.tabs.contactRequests',
} as const;

/** The three areas of /admin as Radix tabs; the chosen one is ?tab= in the address. */
function AdminTabs() {
  const t = useTranslate();
  const { tab, selectTab } = useAdminParams();
  return (
    <Tabs.Root className="staff-tabs" value={tab} onValueChange={selectTab}>
      <Tabs.List className="staff-tab-list" aria-label={t('admin.tabs.label')}>
        {ADMIN_TABS.map((name) => (
          <Tabs.Trigger key={name} className="staff-tab-trigger" value={name}>
            {t(TAB_LABELS[name])}
          </Tabs.Trigger>
        ))}
      </Tabs.List>
      {ADMIN_TABS.map((name) => {
        const Content = TAB_CONTENT[name];
        return (
          <Tabs.Content key={name} className="staff-tab-panel" value={name}>
            <Content />
          </Tabs.Content>
        );
      })}
    </Tabs.Root>
  );
}

/** /admin (ADMIN_ROLES): users, tours and the contact inbox. */
export function AdminScreen() {
  const t = useTranslate();
  return (
    <>
      <ScreenIntro page="admin" noIndex />
      <ServerDataGate fallback={<StaffLoading label={t('admin.loading')} />}>
        <AdminTabs />
      </ServerDataGate>
    </>
  );
}
