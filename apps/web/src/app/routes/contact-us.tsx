import { PageShell } from '../../components/ui/page-shell.tsx';
import { Panel } from '../../components/ui/panel.tsx';
import { ContactDetails } from '../../features/pages/index.ts';
import { useT } from '../../lib/i18n.ts';
import { SupportForm } from '../../features/support/index.ts';

/** How to reach the shop, and the contact form. */
export function Component() {
  const t = useT();
  return (
    <PageShell title="Contact Us">
      <div className="grid gap-6 lg:grid-cols-[20rem_minmax(0,1fr)]">
        <Panel id="contact-details" title={t('Get in touch')}>
          <ContactDetails />
        </Panel>
        <Panel id="contact-form" title={t('Send us a message')}>
          <SupportForm />
        </Panel>
      </div>
    </PageShell>
  );
}
