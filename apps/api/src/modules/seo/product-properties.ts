import type { ProductAttribute } from '@labshop/domain/api/attributes';
import { UNIT_CODES } from '@labshop/domain/attributes/attribute-kinds';

/**
 * A product's attributes as schema.org PropertyValue entries (Product.additionalProperty), a
 * number's unit as its UN/CEFACT code where it has one (mg -> MGM) and as text otherwise.
 */
export function additionalProperties(attributes: readonly ProductAttribute[] | undefined) {
  return (attributes ?? []).map((attribute) => {
    const code = attribute.kind === 'number' ? UNIT_CODES[attribute.unit] : undefined;
    return {
      '@type': 'PropertyValue',
      propertyID: attribute.key,
      name: attribute.label,
      value: attribute.value,
      ...(code ? { unitCode: code } : {}),
      ...(attribute.kind === 'number' && attribute.unit ? { unitText: attribute.unit } : {}),
    };
  });
}
