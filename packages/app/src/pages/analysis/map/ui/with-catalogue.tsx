import type { Decorator } from '@storybook/react-vite';
import { useUnit } from 'effector-react';
import { useEffect, type ReactNode } from 'react';
import { emotionCatalogueRequested } from '@/entities/emotion';

/** Asks for the emotion catalogue, as the map does when it opens: the families' words come from it. */
function WithCatalogue({ children }: { children: ReactNode }) {
  const request = useUnit(emotionCatalogueRequested);
  useEffect(() => {
    request();
  }, [request]);
  return <>{children}</>;
}

/** A story decorator for the map's parts that name the families (the wheel and its table). */
export const withCatalogue: Decorator = (Story) => (
  <WithCatalogue>
    <Story />
  </WithCatalogue>
);
