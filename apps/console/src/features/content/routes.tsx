import { Navigate } from 'react-router';
import type { RouteObject } from 'react-router';
import { AboutPage } from './about/about-page';
import { BrochurePage } from './brochure/brochure-page';
import { ContentLayout } from './content-layout';
import { LinksPage } from './links/links-page';
import { PromotionCreatePage } from './promotions/promotion-create-page';
import { PromotionEditPage } from './promotions/promotion-edit-page';
import { PromotionsPage } from './promotions/promotions-page';
import { RatingsPage } from './ratings/ratings-page';
import { StoresPage } from './stores/stores-page';

/** The screens under /content, relative to it. */
export const contentRoutes: RouteObject[] = [
  {
    element: <ContentLayout />,
    children: [
      { index: true, element: <Navigate to="promotions" replace /> },
      { path: 'promotions', element: <PromotionsPage /> },
      { path: 'promotions/new', element: <PromotionCreatePage /> },
      { path: 'promotions/:promotionId', element: <PromotionEditPage /> },
      { path: 'stores', element: <StoresPage /> },
      { path: 'about', element: <AboutPage /> },
      { path: 'ratings', element: <RatingsPage /> },
      { path: 'links', element: <LinksPage /> },
      { path: 'brochure', element: <BrochurePage /> },
    ],
  },
];
