import definition from '@ant-design/icons-svg/es/asn/CheckCircleFilled';
import { icon } from './icon';

export const CheckCircleFilled = /* @__PURE__ */ icon(definition);
