import { useDeferredValue } from 'react';
import { useTemplates } from '../../../features/templates/api/get-templates';
import { featuredTemplates } from '../../../../common/catalog';
import { Hero } from './hero';
import { HowItWorks } from '../../../features/content/how-it-works';
import { AllPortraits, PopularStyles } from './styles';
import { Sizes } from './sizes';
import { Testimonials } from '../../../features/content/testimonials';
import { Footer } from './footer';

/** The shop front, in the spec's order. */
export function HomePage() {
  const query = useTemplates();
  // The list arrives after the first paint; rendering its cards is a transition React can pause.
  const templates = useDeferredValue(query.data);
  const featured = templates ? featuredTemplates(templates) : [];
  // Four hero samples: the featured styles first, topped up from the rest of the list.
  const samples = templates ? [...featured, ...templates.filter((t) => !featured.includes(t))].slice(0, 4) : undefined;
  const state = { templates, isLoading: !templates && !query.isError, isError: query.isError && !templates };

  return (
    <div data-testid="home-page">
      <Hero samples={samples} />
      {/* How It Works sits below the styles on phones and above them from md up (CSS order only). */}
      <div className="flex flex-col">
        <HowItWorks className="order-2 md:order-1" />
        <PopularStyles featured={featured} {...state} className="order-1 md:order-2" />
      </div>
      <Sizes art={featured[0]} />
      <AllPortraits {...state} />
      <Testimonials />
      <Footer />
    </div>
  );
}
