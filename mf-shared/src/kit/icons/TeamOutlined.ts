import definition from '@ant-design/icons-svg/es/asn/TeamOutlined';
import { icon } from './icon';

export const TeamOutlined = /* @__PURE__ */ icon(definition);
