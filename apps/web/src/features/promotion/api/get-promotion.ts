import { useQuery } from '@tanstack/react-query';
import { homeContentEndpoints } from '@dripp/contract/endpoints/home-content';
import { endpointQuery } from '../../../lib/endpoints';
import { msg } from '@lingui/core/macro';

export const promotionQuery = endpointQuery(
  homeContentEndpoints.promotion,
  {},
  { fallback: msg`Could not get Promotion` },
);

/** GET /promotion: `promotion {title, description}` and its files, images first. */
export function usePromotion() {
  return useQuery(promotionQuery);
}
