import { hydrateRoot } from 'react-dom/client';
import { EXAMPLES_ISLAND_ID } from '../../../shared/marketing';
import { ExamplesCarousel } from '../../features/marketing/components/examples-carousel';

// The landing's only script: the examples carousel, server-rendered at its first slide, comes alive.
const island = document.getElementById(EXAMPLES_ISLAND_ID);
if (island) hydrateRoot(island, <ExamplesCarousel />);
