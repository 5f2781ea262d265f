const p=require('@asiguro/partners');const {z}=require('zod');
const seen=new Set();
function walk(s,path){if(!s||seen.has(s))return;seen.add(s);const d=s._zod.def;
 if(d.type==='union')console.log(path,'union', d.discriminator?'disc='+d.discriminator:'plain', d.options.length, d.options.map(o=>o._zod.def.type).join(','));
 for(const k of ['innerType','in','out','element','valueType','catchall'])if(d[k])walk(d[k],path+'.'+k);
 if(d.shape)for(const [k,v] of Object.entries(d.shape))walk(v,path+'.'+k);
 if(d.options)d.options.forEach((o,i)=>walk(o,path+'|'+i));}
const {quoteRequestSchema}=require('@asiguro/partners/dist/insurers/insurer-contract');
walk(quoteRequestSchema('rca'),'quoteReq(rca)');
const codecs=require('@asiguro/partners/dist/insurers/insurer-wire');
for(const [k,v] of Object.entries(codecs))if(v&&typeof v==='object')for(const [n,c] of Object.entries(v))if(c&&c.quote)walk(c.quote,k+'.'+n+'.quote');
