import { Plus } from 'lucide-react';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { toast } from '../../../lib/toast.ts';
import { Button } from '@souk/ui/button';
import { Dialog } from '../../../components/ui/dialog.tsx';
import { useT } from '../../../lib/i18n.ts';
import { useCreateTicket } from '../api/create-ticket.ts';
import { NewTicketForm } from './new-ticket-form.tsx';

/** "New ticket": the form in a dialog; once opened, the new ticket's thread is shown. */
export function NewTicketButton() {
  const t = useT();
  const navigate = useNavigate();
  const [open, setOpen] = useState(false);
  const create = useCreateTicket();
  return (
    <>
      <Button data-testid="new-ticket" onClick={() => setOpen(true)}>
        <Plus aria-hidden className="size-4" />
        {t('New ticket')}
      </Button>
      <Dialog
        open={open}
        onOpenChange={(next) => {
          setOpen(next);
          if (!next) create.reset();
        }}
        title={t('New ticket')}
        closeLabel={t('Close')}
        className="sm:max-w-lg"
      >
        <div className="p-4">
          <NewTicketForm
            pending={create.isPending}
            error={create.error}
            onSubmit={(ticket) =>
              create.mutate(ticket, {
                onSuccess: (data) => {
                  setOpen(false);
                  toast.success(t('Your ticket has been opened'));
                  navigate(`/support-ticket/${encodeURIComponent(data.support_ticket.ticket_no)}`);
                },
              })
            }
          />
        </div>
      </Dialog>
    </>
  );
}
