import { useQuery } from '@tanstack/react-query';
import { useCallback, useState } from 'react';
import { Alert } from '../../components/alert';
import { LeaveGuard } from '../../components/leave-guard';
import { PageHeader } from '../../components/page-header';
import { failureText } from '../../lib/failure-text';
import { BrandingSection } from './branding-section';
import { ConditionsSection } from './conditions-section';
import { FeaturesSection } from './features-section';
import { LandingSection } from './landing-section';
import { RulesSection } from './rules-section';
import { settingsQuery } from './settings-calls';
import { TiersSection } from './tiers-section';
import { WebsitesSection } from './websites-section';

type Section = 'branding' | 'landing' | 'features' | 'rules' | 'tiers' | 'websites' | 'conditions';

/** The programme's settings: each section saves on its own; one guard covers them all. */
export function SettingsPage() {
  const settings = useQuery(settingsQuery);
  const [dirty, setDirty] = useState<ReadonlySet<Section>>(new Set());
  const tracker = useCallback(
    (section: Section) => (isDirty: boolean) =>
      setDirty((current) => {
        if (current.has(section) === isDirty) return current;
        const next = new Set(current);
        if (isDirty) next.add(section);
        else next.delete(section);
        return next;
      }),
    [],
  );
  const [onBranding] = useState(() => tracker('branding'));
  const [onLanding] = useState(() => tracker('landing'));
  const [onFeatures] = useState(() => tracker('features'));
  const [onRules] = useState(() => tracker('rules'));
  const [onTiers] = useState(() => tracker('tiers'));
  const [onWebsites] = useState(() => tracker('websites'));
  const [onConditions] = useState(() => tracker('conditions'));

  if (settings.isError)
    return (
      <>
        <PageHeader title="Settings" />
        <Alert tone="error">
          {failureText(settings.error, 'The settings could not be loaded. Please reload.')}
        </Alert>
      </>
    );
  if (!settings.data)
    return (
      <>
        <PageHeader title="Settings" />
        <p className="muted">Loading…</p>
      </>
    );
  return (
    <>
      <PageHeader title="Settings" />
      <LeaveGuard when={dirty.size > 0} />
      <div className="settings">
        <BrandingSection settings={settings.data} onDirty={onBranding} />
        <LandingSection settings={settings.data} onDirty={onLanding} />
        <FeaturesSection settings={settings.data} onDirty={onFeatures} />
        <RulesSection settings={settings.data} onDirty={onRules} />
        <TiersSection settings={settings.data} onDirty={onTiers} />
        <WebsitesSection settings={settings.data} onDirty={onWebsites} />
        <ConditionsSection settings={settings.data} onDirty={onConditions} />
      </div>
    </>
  );
}
