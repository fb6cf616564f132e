import { useEffect, useRef } from 'react';
import { CheckCircleFilled } from '@school/shared/kit';
import { usePublicText } from '../messages';
import './submission-receipt.css';

/** What was sent: an admission registration, a job application or a contact message. */
export type ReceiptKind = 'registration' | 'application' | 'contact';

export interface SubmissionReceiptProps {
  kind: ReceiptKind;
  /** the reference number the API answered (`REG-2083-000123`) */
  reference: string;
}

/**
 * The success screen's confirmation (issue 33, item 5): what was received, its reference number and
 * what happens next, in the page's language. It takes the focus when it appears (a long form's
 * visitor is at its foot), and screen readers announce it (role status). The reference keeps its
 * Latin digits on a Nepali page: it is what the office searches for.
 */
export function SubmissionReceipt({ kind, reference }: SubmissionReceiptProps) {
  const { t } = usePublicText();
  const box = useRef<HTMLDivElement>(null);
  useEffect(() => {
    box.current?.focus();
  }, [reference]);
  return (
    <div ref={box} className="pub-receipt" role="status" tabIndex={-1} aria-labelledby="pub-receipt-title">
      <p id="pub-receipt-title" className="pub-receipt-title">
        <CheckCircleFilled aria-hidden="true" className="pub-receipt-icon" />
        {t(`receipt.title.${kind}`)}
      </p>
      <p className="pub-receipt-number">
        <span>{t('receipt.reference')}</span> <strong data-testid="submission-reference">{reference}</strong>
      </p>
      <p>{t(`receipt.next.${kind}`)}</p>
      <p>{t('receipt.mail')}</p>
    </div>
  );
}
