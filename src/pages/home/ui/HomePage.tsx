import { documentTitle } from '@/shared/lib';
import { AssistantSection } from './AssistantSection';
import { CallToAction } from './CallToAction';
import { FeatureGrid } from './FeatureGrid';
import { HeroSection } from './HeroSection';
import { SafetySection } from './SafetySection';

/** The public landing page: what Ledgerline does, how it treats bank data, and how to start. */
export function HomePage() {
  return (
    <>
      <title>{documentTitle('Personal budgeting with your bank linked')}</title>
      <HeroSection />
      <FeatureGrid />
      <AssistantSection />
      <SafetySection />
      <CallToAction />
    </>
  );
}
