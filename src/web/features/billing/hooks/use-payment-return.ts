import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { useSearchParams } from 'react-router';
import { toast } from 'sonner';
import { billingTexts, PAYMENT_RECHECK_WAITS } from '../../../../shared/billing';
import { useAuth } from '../../../lib/auth';
import { checkSubscription, hasAccess, subscriptionQueryKey } from '../api/use-subscription';

export const PAYMENT_PARAM = 'payment_success';

/** 'verifying' while the checks run, 'pending' when all five failed, else 'idle'. */
export type PaymentReturnState = 'idle' | 'verifying' | 'pending';

const sleep = (seconds: number) => new Promise((resolve) => setTimeout(resolve, seconds * 1000));

/**
 * The payment return (decision 017 → Plans): on `?payment_success=true`, up to five checks after waits of
 * 2, 4, 6, 8 and 10 s, stopping at the first that finds the subscription.
 */
export function usePaymentReturn(): PaymentReturnState {
  const [params, setParams] = useSearchParams();
  const returning = params.get(PAYMENT_PARAM) === 'true';
  const { user } = useAuth();
  const queryClient = useQueryClient();
  const userId = user?.id;
  const [failed, setFailed] = useState(false);
  // setSearchParams changes identity with the URL; the checks must not restart because of it.
  const setParamsRef = useRef(setParams);
  setParamsRef.current = setParams;

  useEffect(() => {
    if (!returning || !userId) return;
    let cancelled = false;
    setFailed(false);
    // Fixed ids: React's development double effect must not show the toasts twice.
    toast.success(billingTexts.paymentCompleted, { id: 'payment-completed' });
    (async () => {
      for (const wait of PAYMENT_RECHECK_WAITS) {
        await sleep(wait);
        if (cancelled) return;
        const info = await checkSubscription(queryClient, userId);
        if (cancelled) return;
        queryClient.setQueryData(subscriptionQueryKey(userId), info);
        if (hasAccess(info)) {
          toast.success(billingTexts.subscriptionActivated, { id: 'payment-activated' });
          setParamsRef.current(
            (prev) => {
              const next = new URLSearchParams(prev);
              next.delete(PAYMENT_PARAM);
              return next;
            },
            { replace: true },
          );
          return;
        }
      }
      // The parameter stays: reloading the page, as the toast suggests, verifies again.
      // Plain toast: sonner's rich warning colours fail the contrast ratio.
      toast(billingTexts.verificationPendingTitle, {
        id: 'payment-pending',
        description: billingTexts.verificationPending,
        duration: 15_000,
      });
      setFailed(true);
    })();
    return () => {
      cancelled = true;
    };
  }, [returning, userId, queryClient]);

  // Derived from the URL, so the gate never flashes the plan page before the effect runs.
  if (!returning) return 'idle';
  return failed ? 'pending' : 'verifying';
}
