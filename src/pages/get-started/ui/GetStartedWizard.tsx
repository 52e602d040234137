import { useCallback, useState } from 'react';
import { useLocation } from 'wouter';
import { useRefreshBankData } from '@/entities/institution';
import { rememberHasItem } from '@/entities/session';
import { LinkInstitutionPanel, type LinkedInstitution } from '@/features/link-institution';
import { ROUTES } from '@/shared/config';
import type { WizardStepId } from '../config/wizard';
import type { FirstLoadStage } from '../model/first-load';
import { FirstLoadStep } from './FirstLoadStep';
import { WelcomeStep } from './WelcomeStep';
import { WizardSteps } from './WizardSteps';

export interface GetStartedWizardProps {
  /** Where to begin (stories; the callback page hands over at `load`). */
  initialStep?: WizardStepId;
  /** The institution just linked, when beginning at `load`. */
  linkedInstitution?: string;
  /** The first-load stages (stories only). */
  stages?: readonly FirstLoadStage[];
}

/**
 * Welcome; link a bank (the Add institution flow's wizard variant, which advances instead of
 * navigating); a progress step while the first data loads; then on to /accounts.
 */
export function GetStartedWizard({ initialStep = 'welcome', linkedInstitution, stages }: GetStartedWizardProps) {
  const [step, setStep] = useState<WizardStepId>(initialStep);
  const [institutionName, setInstitutionName] = useState(linkedInstitution ?? 'Your bank');
  const [, navigate] = useLocation();
  const refresh = useRefreshBankData();

  const onLinked = useCallback((linked: LinkedInstitution) => {
    setInstitutionName(linked.institutionName);
    setStep('load');
  }, []);

  // Only now does the app learn of the bank: the get-started guard would otherwise leave mid-way.
  const onFinished = useCallback(() => {
    rememberHasItem(true);
    void refresh.reload();
    navigate(ROUTES.accounts);
  }, [navigate, refresh]);

  return (
    <>
      <WizardSteps current={step} />
      {step === 'welcome' && <WelcomeStep onContinue={() => setStep('link')} />}
      {step === 'link' && <LinkInstitutionPanel onLinked={onLinked} />}
      {step === 'load' && <FirstLoadStep institutionName={institutionName} onFinished={onFinished} stages={stages} />}
    </>
  );
}
