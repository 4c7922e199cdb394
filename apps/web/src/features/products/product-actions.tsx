import { createContext, useContext, useState } from 'react';
import type { Product } from '@kuber/shared';

export interface CartSelection {
  size?: string;
  color?: string;
  quantity: number;
}

/**
 * What a shopper can do with a product beyond looking at it. The app supplies the
 * implementation (login gate, cart, wishlist), so this feature never imports those.
 */
export interface ProductActions {
  isWishlisted: (product: Product) => boolean;
  toggleWishlist: (product: Product) => void;
  /** Resolves true once the line is in a cart (the shopper's, or a visitor's browser cart). */
  addToCart: (product: Product, selection: CartSelection) => Promise<boolean>;
  /** Add to Cart from a card: straight in when there is nothing to choose, else the size and colour chooser first. */
  quickAdd: (product: Product) => Promise<void>;
}

const ProductActionsContext = createContext<ProductActions | null>(null);

export const ProductActionsProvider = ProductActionsContext.Provider;

export function useProductActions(): ProductActions {
  const actions = useContext(ProductActionsContext);
  if (!actions) throw new Error('useProductActions needs a ProductActionsProvider');
  return actions;
}

/** Add to Cart from a card or a list, with its busy state. */
export function useQuickAdd(product: Product) {
  const { quickAdd } = useProductActions();
  const [adding, setAdding] = useState(false);
  const add = async () => {
    setAdding(true);
    try {
      await quickAdd(product);
    } finally {
      setAdding(false);
    }
  };
  return { adding, add };
}
