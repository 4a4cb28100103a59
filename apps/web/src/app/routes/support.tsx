import { PageShell } from '../../components/ui/page-shell.tsx';
import { Panel } from '../../components/ui/panel.tsx';
import { useT } from '../../lib/i18n.ts';
import { SupportForm } from '../../features/support/index.ts';

export function Component() {
  const t = useT();
  return (
    <PageShell
      title="Support"
      width="text"
      intro={
        <p className="text-slate-600">
          {t(
            'Questions about an order, a shop or your account? Write to us and our team will answer within one working day.',
          )}
        </p>
      }
    >
      <Panel>
        <SupportForm />
      </Panel>
    </PageShell>
  );
}
