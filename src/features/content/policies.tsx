import type { PolicyKey } from '../../../common/contracts/settings';
import { fillPolicy } from '../../../common/shop-settings';
import { Markdown } from '../../lib/markdown';
import { useShopSettings } from '../../lib/shop-settings';

type Level = 'h2' | 'h3';
type PolicyProps = { level?: Level };

/** One of the owner's policy texts (Markdown in the settings), with the shop's name and support address filled in. */
function Policy({ policy, testId, level }: { policy: PolicyKey; testId: string; level: Level }) {
  const settings = useShopSettings();
  return (
    <div data-testid={testId}>
      <Markdown text={fillPolicy(settings.policies[policy], settings)} level={level === 'h2' ? 2 : 3} />
    </div>
  );
}

export function TermsOfService({ level = 'h3' }: PolicyProps) {
  return <Policy policy="terms" testId="terms-of-service" level={level} />;
}

export function PrivacyPolicy({ level = 'h3' }: PolicyProps) {
  return <Policy policy="privacy" testId="privacy-policy" level={level} />;
}

export function ReturnsPolicy({ level = 'h3' }: PolicyProps) {
  return <Policy policy="returns" testId="returns-policy" level={level} />;
}
