import definition from '@ant-design/icons-svg/es/asn/AimOutlined';
import { icon } from './icon';

export const AimOutlined = /* @__PURE__ */ icon(definition);
