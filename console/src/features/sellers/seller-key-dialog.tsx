import type { ConsoleSeller } from '@asiguro/contracts';
import { useMutation } from '@tanstack/react-query';
import { consoleApi } from '../../api/console-api';
import { fmt, texts } from '../../app/i18n';
import { CopyField } from '../../ui/copy-field';
import { Dialog, ErrorBox } from '../../ui/dialog';
import { errorText } from '../../ui/query-status';

/**
 * The seller's signing key, asked for only after the supervisor read what it allows and confirmed
 * (the API audits the reveal). The key lives in this dialog alone: gcTime 0 drops it from the
 * mutation cache once the dialog closes.
 */
export function SellerKeyDialog({ seller, onClose }: { seller: ConsoleSeller; onClose: () => void }) {
  const mutation = useMutation({
    mutationFn: () => consoleApi.sellerKey({ params: { sellerId: seller.id }, body: { confirm: true } }),
    gcTime: 0,
  });
  return (
    <Dialog open title={fmt(texts.sellers.keyTitle, { seller: seller.name })} onClose={onClose}>
      {mutation.data ? (
        <>
          <CopyField label={texts.sellers.key} value={mutation.data.key} />
          <p className="muted">{texts.sellers.keyShown}</p>
          <div className="dialog-actions">
            <button type="button" className="primary" data-autofocus onClick={onClose}>
              {texts.common.close}
            </button>
          </div>
        </>
      ) : (
        <>
          <p role="note" className="warning-box">
            {texts.sellers.keyWarning}
          </p>
          {mutation.isError && <ErrorBox>{errorText(mutation.error)}</ErrorBox>}
          <div className="dialog-actions">
            <button type="button" data-autofocus onClick={onClose}>
              {texts.common.cancel}
            </button>
            <button type="button" className="primary" disabled={mutation.isPending} onClick={() => mutation.mutate()}>
              {mutation.isPending ? texts.detail.working : texts.sellers.keyConfirm}
            </button>
          </div>
        </>
      )}
    </Dialog>
  );
}
