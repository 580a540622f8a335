import { lazy, Suspense } from 'react';
import { savedProductType, shownFaqGroup } from './faq-groups';

const FaqBlock = lazy(() => import('./faq-block'));

/** Shows the FAQ block on routes whose SPEC §9 group is enabled; nothing (and no chunk) elsewhere. */
export function FaqSlot({ path }: { path: string }) {
  const group = shownFaqGroup(path, savedProductType());
  if (!group) return null;
  return (
    <Suspense fallback={null}>
      <FaqBlock group={group} />
    </Suspense>
  );
}
