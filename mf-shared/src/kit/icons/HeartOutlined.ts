import definition from '@ant-design/icons-svg/es/asn/HeartOutlined';
import { icon } from './icon';

export const HeartOutlined = /* @__PURE__ */ icon(definition);
