import { Button, Field, Input } from '@emotion-guru/ui';
import { useUnit } from 'effector-react';
import { useId, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { referralLink } from '@/entities/referral';
import { notifyTranslatedFx } from '@/shared/lib/notify';
import { ReferralQrCode } from './ReferralQrCode.tsx';
import * as styles from './Referrals.css.ts';

interface ReferralLinkCardProps {
  userId: string;
  campaignCode: string;
  discount: number;
  /** The discount as the language writes a percentage ("20%", "%20"). */
  discountText: string;
}

/** The referrer's link on the origin the app runs on: read-only, with copy, share (where offered) and a QR code. */
export function ReferralLinkCard({ userId, campaignCode, discount, discountText }: ReferralLinkCardProps) {
  const { t } = useTranslation('billing');
  const notify = useUnit(notifyTranslatedFx);
  const titleId = useId();
  const inputRef = useRef<HTMLInputElement>(null);
  const [copyFailed, setCopyFailed] = useState(false);
  const link = useMemo(
    () => referralLink(window.location.origin, { userId, campaignCode, discount }),
    [userId, campaignCode, discount],
  );
  const canShare = 'share' in navigator;

  const copy = async () => {
    try {
      await navigator.clipboard.writeText(link);
      setCopyFailed(false);
      await notify({ type: 'success', ns: 'billing', title: 'referrals.link.copied' });
    } catch {
      // No clipboard access (permission, insecure page): the link is selected for the keyboard instead.
      setCopyFailed(true);
      inputRef.current?.focus();
      inputRef.current?.select();
    }
  };

  const share = async () => {
    try {
      await navigator.share({ url: link, text: t('referrals.link.shareText', { discount: discountText }) });
    } catch {
      // Closing the share sheet rejects too: nothing to tell.
    }
  };

  return (
    <section className={styles.card} aria-labelledby={titleId}>
      <h2 id={titleId} className={styles.heading}>
        {t('referrals.link.title')}
      </h2>
      <div className={styles.linkLayout}>
        <div className={styles.linkColumn}>
          <Field label={t('referrals.link.label')}>
            <Input ref={inputRef} value={link} readOnly onFocus={(event) => event.currentTarget.select()} />
          </Field>
          <div className={styles.actions}>
            <Button type="button" onClick={() => void copy()}>
              {t('referrals.link.copy')}
            </Button>
            {canShare && (
              <Button type="button" variant="secondary" onClick={() => void share()}>
                {t('referrals.link.share')}
              </Button>
            )}
          </div>
          {copyFailed && (
            <p role="alert" className={styles.copyFailed}>
              {t('referrals.link.copyFailed')}
            </p>
          )}
        </div>
        <ReferralQrCode value={link} label={t('referrals.link.qr')} hint={t('referrals.link.qrHint')} />
      </div>
    </section>
  );
}
