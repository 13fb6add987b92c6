import { useState } from 'react';
import { ScreenIntro } from '../app/page-metadata';
import { ActiveSessionsSection } from '../settings/active-sessions-section';
import { ChangePasswordSection } from '../settings/change-password-section';
import { ProfileSection } from '../settings/profile-section';
import { TwoFactorSection } from '../settings/two-factor-section';

/** /dashboard/settings: profile, change password, two-factor authentication, active sessions. */
export function SettingsScreen() {
  // A password change signs the other devices out: the sessions list is fetched again.
  const [sessionsVersion, setSessionsVersion] = useState(0);
  return (
    <>
      <ScreenIntro page="settings" noIndex />
      <div className="settings">
        <ProfileSection />
        <ChangePasswordSection onChanged={() => setSessionsVersion((version) => version + 1)} />
        <TwoFactorSection />
        <ActiveSessionsSection key={sessionsVersion} />
      </div>
    </>
  );
}
