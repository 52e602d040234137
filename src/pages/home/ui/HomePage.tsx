import { documentTitle } from '@/shared/lib';
import { HOME_DESCRIPTION } from '../config/content';
import { AssistantSection } from './AssistantSection';
import { CallToAction } from './CallToAction';
import { FeatureGrid } from './FeatureGrid';
import { HeroSection } from './HeroSection';
import { PricingSection } from './PricingSection';
import { SafetySection } from './SafetySection';

/** The public landing page: what Ledgerline does, how it treats bank data, what it costs, and how to start. */
export function HomePage() {
  return (
    <>
      <title>{documentTitle('Personal budgeting with your bank linked')}</title>
      <meta name="description" content={HOME_DESCRIPTION} />
      <HeroSection />
      <FeatureGrid />
      <AssistantSection />
      <SafetySection />
      <PricingSection />
      <CallToAction />
    </>
  );
}
