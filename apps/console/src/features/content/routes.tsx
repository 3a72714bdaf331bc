import { Navigate } from 'react-router';
import type { RouteObject } from 'react-router';
import { ContentLayout } from './content-layout';
import { PromotionCreatePage } from './promotions/promotion-create-page';
import { PromotionEditPage } from './promotions/promotion-edit-page';
import { PromotionsPage } from './promotions/promotions-page';

/** The screens under /content, relative to it. */
export const contentRoutes: RouteObject[] = [
  {
    element: <ContentLayout />,
    children: [
      { index: true, element: <Navigate to="promotions" replace /> },
      { path: 'promotions', element: <PromotionsPage /> },
      { path: 'promotions/new', element: <PromotionCreatePage /> },
      { path: 'promotions/:promotionId', element: <PromotionEditPage /> },
    ],
  },
];
