/** The product's name, written once so the product can be renamed. */
export const PRODUCT_NAME = 'DecalForge';
export const PRODUCT_VERSION = '1.0';
export const SUPPORT_EMAIL = 'support@decalforge.gg';
