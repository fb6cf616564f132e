import definition from '@ant-design/icons-svg/es/asn/LeftOutlined';
import { icon } from './icon';

export const LeftOutlined = /* @__PURE__ */ icon(definition);
