/** Routes of the orders areas, each at its endpoint (endpoints/orders.ts). */
export const ordersRoutes = {};
