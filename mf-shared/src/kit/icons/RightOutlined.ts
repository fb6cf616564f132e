import definition from '@ant-design/icons-svg/es/asn/RightOutlined';
import { icon } from './icon';

export const RightOutlined = /* @__PURE__ */ icon(definition);
