import { useEffect } from 'react';
import Box from '@mui/material/Box';
import { revealApp } from '../../prerendered';
import { DashboardPreviewSection } from './components/DashboardPreviewSection';
import { FaqSection } from './components/FaqSection';
import { FeaturesSection } from './components/FeaturesSection';
import { FinalCtaSection } from './components/FinalCtaSection';
import { HeroSection } from './components/HeroSection';
import { LandingFooter } from './components/LandingFooter';
import { LandingTopBar } from './components/LandingTopBar';
import { PricingSection } from './components/PricingSection';
import { ProvidersSection } from './components/ProvidersSection';
import { TestimonialsSection } from './components/TestimonialsSection';

// Spec section 2: the public page at / for signed-out visitors. A call to action that means
// creating an account goes to /signup (issue 30); 'Sign in' and 'See Your Dashboard' to /login.
export function LandingPage() {
  // The live page takes the prerendered one's place once it has rendered.
  useEffect(revealApp, []);
  return (
    <Box sx={{ bgcolor: 'background.default', color: 'text.primary', overflowX: 'clip' }}>
      <LandingTopBar />
      <Box component="main">
        <HeroSection />
        <ProvidersSection />
        <TestimonialsSection />
        <FeaturesSection />
        <DashboardPreviewSection />
        <PricingSection />
        <FaqSection />
        <FinalCtaSection />
      </Box>
      <LandingFooter />
    </Box>
  );
}
