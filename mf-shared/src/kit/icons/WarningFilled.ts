import definition from '@ant-design/icons-svg/es/asn/WarningFilled';
import { icon } from './icon';

export const WarningFilled = /* @__PURE__ */ icon(definition);
