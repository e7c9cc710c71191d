import { Suspense } from 'react';
import { Link } from 'react-router-dom';
import { Button } from '../../../components/ui/button';
import { Modal } from '../../../components/ui/modal';
import { Spinner } from '../../../components/ui/spinner';
import { POLICIES, type PolicyKey } from './policy-list';

/** A policy opened from the footer, in a dialog (the full pages are /terms and /privacy). */
export function PolicyDialog({ policy, onClose }: { policy: PolicyKey; onClose: () => void }) {
  const current = POLICIES[policy];
  return (
    <Modal
      open
      onClose={onClose}
      title={current.title}
      wide
      footer={
        <>
          {current.page && (
            <Link
              to={current.page}
              className="self-center text-sm font-medium text-brand-700 underline underline-offset-2"
            >
              Open full page
            </Link>
          )}
          <Button onClick={onClose}>Close</Button>
        </>
      }
    >
      <Suspense fallback={<Spinner label="Loading..." className="py-12" />}>
        <current.Body level="h3" />
      </Suspense>
    </Modal>
  );
}
