import definition from '@ant-design/icons-svg/es/asn/CoffeeOutlined';
import { icon } from './icon';

export const CoffeeOutlined = /* @__PURE__ */ icon(definition);
