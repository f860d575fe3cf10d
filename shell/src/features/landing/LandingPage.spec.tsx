import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from '@sikalens/router';
import { UiProviders } from '@sikalens/shared-ui';
import { LandingPage } from './LandingPage';
import { TESTIMONIALS } from './content';

function renderLanding() {
  render(
    <MemoryRouter>
      <UiProviders>
        <LandingPage />
      </UiProviders>
    </MemoryRouter>,
  );
  return userEvent.setup();
}

const section = (name: string | RegExp) => screen.getByRole('region', { name });
// Only the visible slide is exposed; the others are aria-hidden.
const activeSlide = () => screen.getByRole('group', { name: /of 3$/ });

describe('LandingPage', () => {
  it('shows the sections in the order the spec gives', () => {
    renderLanding();
    const headings = screen
      .getAllByRole('region')
      .map((region) => region.getAttribute('aria-labelledby'))
      .filter((id): id is string => Boolean(id));
    expect(headings).toEqual([
      'hero-heading',
      'providers-heading',
      'testimonials-heading',
      'features-heading',
      'preview-heading',
      'pricing-heading',
      'faq-heading',
      'final-cta-heading',
    ]);
  });

  it('sends the calls to create an account to /signup, and signing in to /login', () => {
    renderLanding();
    const signUp = [
      'Get Started Free',
      'Start for Free',
      'Choose 1 Month',
      'Choose 3 Months',
      'Choose 6 Months',
      'Choose 12 Months',
      'Start Tracking Free',
    ];
    const signIn = ['Sign in', 'See Your Dashboard'];
    for (const name of signUp) {
      expect(screen.getByRole('link', { name })).toHaveAttribute('href', '/signup');
    }
    for (const name of signIn) {
      expect(screen.getByRole('link', { name })).toHaveAttribute('href', '/login');
    }
    // No other link on the page, and none goes anywhere else.
    expect(screen.getAllByRole('link')).toHaveLength(signUp.length + signIn.length);
  });

  it('shows the tagline and the marketing claims', () => {
    renderLanding();
    const hero = section(/MoMo money/);
    expect(within(hero).getByText('See It. Control It. Spend Better.')).toBeInTheDocument();
    for (const claim of [
      'Free to start',
      'No password needed',
      'Export to CSV or PDF',
      'Delete your data anytime',
    ]) {
      expect(within(hero).getByText(claim)).toBeInTheDocument();
    }
    expect(within(hero).getByText('Rated 4.9/5 by 500+ users')).toBeInTheDocument();
  });

  it('marks MTN as supported and the other networks as coming soon', () => {
    renderLanding();
    const providers = section('Works with your MoMo statement');
    const mtn = within(providers).getByText('MTN MoMo').closest('li');
    expect(mtn).toHaveTextContent('Supported');
    for (const name of ['Vodafone Cash', 'AirtelTigo Money']) {
      expect(within(providers).getByText(name).closest('li')).toHaveTextContent('Coming soon');
    }
  });

  it('lists the plans and prices from the pricing table', () => {
    renderLanding();
    const pricing = section('Start free, upgrade when you need more');
    const plan = (name: string) => within(pricing).getByRole('article', { name });
    // In ₵, as every screen writes money (issue 30).
    expect(plan('Free')).toHaveTextContent('₵0');
    expect(plan('Free')).toHaveTextContent('1 statement per month');
    expect(plan('1 Month Pro')).toHaveTextContent('₵25');
    expect(plan('3 Months Pro')).toHaveTextContent('₵60');
    expect(plan('3 Months Pro')).toHaveTextContent('Most Popular');
    expect(plan('3 Months Pro')).toHaveTextContent('Save ₵15 · 20% off');
    expect(plan('6 Months Pro')).toHaveTextContent('Save ₵45 · 30% off');
    expect(plan('6 Months Pro')).toHaveTextContent('₵17.50 a month, billed once');
    expect(plan('12 Months Pro')).toHaveTextContent('₵180');
    expect(plan('12 Months Pro')).toHaveTextContent('Save ₵120 · 40% off');
    expect(pricing).not.toHaveTextContent('GHS');
    expect(within(pricing).getAllByText('Most Popular')).toHaveLength(1);
  });

  it('has an FAQ accordion with exactly five questions that open', async () => {
    const user = renderLanding();
    const faq = section('Questions, answered');
    const questions = within(faq).getAllByRole('button');
    expect(questions.map((question) => question.textContent)).toEqual([
      'Is my data safe?',
      'How is my data used?',
      'Do you support networks other than MTN?',
      'Can I use it on my phone?',
      'Can I share my report with my accountant?',
    ]);
    const third = questions[2]!;
    expect(third).toHaveAttribute('aria-expanded', 'false');
    await user.click(third);
    expect(third).toHaveAttribute('aria-expanded', 'true');
  });

  it('loops the testimonials forwards and backwards', async () => {
    const user = renderLanding();
    const first = TESTIMONIALS[0]!;
    const last = TESTIMONIALS[TESTIMONIALS.length - 1]!;
    expect(activeSlide()).toHaveTextContent(first.name);
    expect(activeSlide()).toHaveTextContent(first.town);

    await user.click(screen.getByRole('button', { name: 'Previous testimonial' }));
    expect(activeSlide()).toHaveTextContent(last.name);

    await user.click(screen.getByRole('button', { name: 'Next testimonial' }));
    expect(activeSlide()).toHaveTextContent(first.name);

    await user.click(screen.getByRole('button', { name: 'Next testimonial' }));
    await user.click(screen.getByRole('button', { name: 'Next testimonial' }));
    expect(activeSlide()).toHaveTextContent(last.name);
    await user.click(screen.getByRole('button', { name: 'Next testimonial' }));
    expect(activeSlide()).toHaveTextContent(first.name);
  });

  it('selects a testimonial with its dot and marks that dot current', async () => {
    const user = renderLanding();
    const dots = [1, 2, 3].map((n) =>
      screen.getByRole('button', { name: `Show testimonial ${n}` }),
    );
    expect(dots[0]).toHaveAttribute('aria-current', 'true');

    await user.click(dots[1]!);
    expect(activeSlide()).toHaveTextContent(TESTIMONIALS[1]!.name);
    expect(dots[1]).toHaveAttribute('aria-current', 'true');
    expect(dots[0]).not.toHaveAttribute('aria-current');
    expect(dots[2]).not.toHaveAttribute('aria-current');
  });

  it('gives every testimonial a first name with an initial and a town', () => {
    expect(TESTIMONIALS).toHaveLength(3);
    for (const testimonial of TESTIMONIALS) {
      expect(testimonial.name).toMatch(/^[A-Z][a-z]+ [A-Z]\.$/);
      expect(testimonial.town).not.toBe('');
    }
  });
});
