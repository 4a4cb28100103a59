import { endpoints, type PaletteColour } from '@souk/contract';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../lib/api.ts';

/**
 * The marketplace's colour palette, offered to pick from as a colour's name is typed (a shop may
 * still type its own): none while it loads or when staff keep none.
 */
export function useColourPalette(): PaletteColour[] {
  const palette = useQuery({
    queryKey: ['colour-palette'],
    queryFn: ({ signal }) => api(endpoints.colourPalette.palette, { signal }),
    staleTime: 5 * 60_000,
  });
  return palette.data?.colours ?? [];
}

/** The palette's colour of that name, whatever its case and spaces around it. */
export const paletteColour = (palette: PaletteColour[], name: string) =>
  palette.find((colour) => colour.name.toLowerCase() === name.trim().toLowerCase());
