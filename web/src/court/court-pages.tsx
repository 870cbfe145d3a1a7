import { CasePage } from './case-page';
import { DocketPage } from './docket-page';
import { JudgeGate } from './judge-gate';

// The judges' screens, loaded by the router when first opened; each is behind the judge gate.

export function CourtDocketPage() {
  return (
    <JudgeGate>
      <DocketPage />
    </JudgeGate>
  );
}

export function CourtCasePage() {
  return (
    <JudgeGate>
      <CasePage />
    </JudgeGate>
  );
}
