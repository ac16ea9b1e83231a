"""Chanel's Classic Flap (and the 2.55 it came from), built from its construction.

Proportions are those of the medium bag (25.5 by 15.5 by 6.5 cm). What makes it read as itself,
and what the old builder (a quilted box with a flat slab on top) lacked:

- the quilting is in the leather, not painted on it: every diamond is a pillow between sunken
  stitched seams, in the geometry of the body and the flap alike, so the outline of the bag is
  scalloped where the light grazes it; the flap's diamonds continue the body's across its edge;
- the flap: one panel of lambskin that leaves the back, rolls over the top and falls two thirds
  of the way down the front, its edge turned and rounded;
- the turn-lock: a plate on the body just under the flap's edge and a keeper on the flap through
  which the turning piece shows; both plain (a rounded bar on a round base, no letters or marks);
  the 2.55 has its rectangular lock instead: a plate with a flat bar across it;
- the strap: a gold chain rising from two eyelets at the top of the side gussets, threaded with a
  leather ribbon along its length (the 2.55's chain is metal alone).

No mark, letter or stamp is modelled anywhere.
"""

import math

import bpy
from mathutils import Vector

import lib
from lib import box, cylinder, torus
from palette import BLACK


def quilt(u, v, cell, power=0.55):
    """The pillow of the quilting at (u, v): 0 on the diagonal seams, 1 in the middle of a diamond.

    The same diagonals as lib.quilted_leather's bump, so the seams of the geometry and of the
    material fall on the same lines."""
    a = abs(math.sin(math.pi * (u + v) / cell))
    b = abs(math.sin(math.pi * (v - u) / cell))
    return (a * b) ** power


def _fade(t, edge):
    """0 at a face's edge (t = 0.5), rising to 1 a little inside it."""
    return max(0.0, min(1.0, (0.5 - abs(t)) / edge))


def _body(w, h, d, cell, puff, mat):
    """The body: a rounded box whose front, back and gussets are quilted in the geometry."""
    bpy.ops.mesh.primitive_cube_add(size=1.0)
    body = bpy.context.active_object
    body.name = "body"
    bpy.ops.object.mode_set(mode="EDIT")
    bpy.ops.mesh.subdivide(number_cuts=44)
    bpy.ops.object.mode_set(mode="OBJECT")
    for v in body.data.vertices:
        x, y, z = v.co
        zt = z + 0.5
        X, Y, Z = x * w, y * d, zt * h
        # Lambskin relaxes: the front and back bow out a little in the middle.
        Y *= 1 + 0.06 * (1 - (2 * x) ** 2) * (1 - (2 * zt - 1) ** 2)
        if abs(abs(y) - 0.5) < 1e-6:
            Y += math.copysign(puff * quilt(X, Z, cell) * _fade(x, 0.03) * _fade(z, 0.03), y)
        elif abs(abs(x) - 0.5) < 1e-6:
            X += math.copysign(puff * 0.7 * quilt(Y, Z, cell * 0.7) * _fade(y, 0.08) * _fade(z, 0.03), x)
        v.co = (X, Y, Z)
    lib.bevel(body, 0.011, 4)
    lib.subsurf(body, 1)
    lib.shade_smooth(body)
    lib.assign(body, mat)
    return body


def _flap(w, h, d, drop, cell, puff, mat, thick=0.005, cols=90, top_mat=None):
    """The flap: from the back across the top, rolled over the front edge, down `drop`; quilted.

    A profile in (y, z) swept across x, each point pushed out along the profile's normal by the
    quilting, then made solid."""
    top = h + 0.003
    front = d / 2 + puff + 0.004
    r = 0.014
    prof = []  # (y, z, ny, nz)
    for k in range(9):
        y = d / 2 * 0.92 - (d / 2 * 0.92 + front - r) * k / 8
        prof.append((y, top, 0.0, 1.0))
    for k in range(1, 9):
        a = math.pi / 2 * k / 8
        prof.append((-(front - r) - r * math.sin(a), top - r + r * math.cos(a), -math.sin(a), math.cos(a)))
    rows = 40
    for k in range(1, rows + 1):
        z = top - r - (drop - r) * k / rows
        prof.append((-front, z, -1.0, 0.0))
    verts, faces = [], []
    n = len(prof)
    half = w / 2 + 0.003
    for i in range(cols + 1):
        u = i / cols - 0.5
        x = u * 2 * half
        for j, (y, z, ny, nz) in enumerate(prof):
            # The pillows on the front; fading out over the roll and toward the sides and the edge.
            f = _fade(u, 0.025) * min(1.0, (top - r - z) / 0.01 + 0.4) * min(1.0, (z - (top - drop)) / 0.008)
            p = puff * quilt(x, z, cell) * max(0.0, f) if ny < -0.7 else 0.0
            verts.append((x, y + ny * p, z + nz * p))
    for i in range(cols):
        for j in range(n - 1):
            a = i * n + j
            faces.append((a, a + 1, a + n + 1, a + n))
    flap = lib.mesh_object("flap", verts, faces, mat)
    if top_mat is not None:
        # The top is seen at a grazing angle against the rim light: a rougher finish there keeps
        # the black lambskin from reading as a pale band.
        flap.data.materials.append(top_mat)
        for poly in flap.data.polygons:
            poly.material_index = 1 if abs(poly.normal.z) > 0.7 else 0
    sol = flap.modifiers.new("solid", "SOLIDIFY")
    sol.thickness = thick
    sol.offset = 1.0
    lib.bevel(flap, thick * 0.48, 3)
    lib.subsurf(flap, 1)
    return flap, (-front, top - drop)


def _arch(side, z0, lift, y, count=48):
    """The path of a strap held up: from one eyelet up in a rounded arch to the other."""
    pts = []
    for k in range(count + 1):
        t = math.pi * k / count
        c, s = math.cos(t), math.sin(t)
        pts.append((-side * math.copysign(abs(c) ** 0.8, c), y + 0.012 * s, z0 + lift * s ** 0.6))
    return pts


def _ribbon_path(path, amp, period):
    """A leather ribbon woven through the chain: the chain's path, moved in and out across it."""
    out = []
    total = 0.0
    for i, p in enumerate(path):
        if i:
            total += (Vector(p) - Vector(path[i - 1])).length
        out.append((p[0], p[1] + amp * math.sin(2 * math.pi * total / period), p[2]))
    return out


def classic_flap(colour=BLACK, hardware="gold", lock="turn", ribbon=True, w=0.255, h=0.155, d=0.065, cell=0.044,
                 puff=0.0042, lift=0.13, link=0.016, wire=0.0026):
    """The Classic Flap (lock="turn", ribbon=True) or the 2.55 (lock="bar", ribbon=False); other sizes
    (the Wallet on Chain) and softer, larger quilting (the 19: a larger `cell` and `puff`) by parameter;
    the Boy (lock="boy"): a boxier body, a heavier chain (`link`, `wire`) and its push-lock, a
    rectangular frame on the flap around a raised plate with a short bar."""
    gold_tint = (1.0, 0.77, 0.42) if hardware != "ruthenium" else (0.35, 0.35, 0.37)
    hw = lib.gold("hardware", polished=hardware != "aged", tint=gold_tint)
    # Lambskin: soft, a satin sheen and no shine at grazing angles (the top of the flap is seen so).
    lamb = lib.quilted_leather(colour, cell, bump=0.35, roughness=0.46, sheen=0.0)
    lamb_top = lib.quilted_leather(colour, cell, name="quilted_top", bump=0.2, roughness=0.62, sheen=0.0)
    ribbon_m = lib.leather(colour, "ribbon", grain=0.5, shine=0.5)
    for m in (lamb, lamb_top, ribbon_m):
        bsdf = next(n for n in m.node_tree.nodes if n.type == "BSDF_PRINCIPLED")
        bsdf.inputs["Sheen"].default_value = 0.0
        bsdf.inputs["Specular"].default_value = 0.16
    # The top is seen at a grazing angle towards the rim light, where any glossy layer's Fresnel
    # reflection rises to white whatever its Specular: a dark top read as a pale grey band. Its
    # top takes a matte (diffuse only) finish of the same colour and bump, so black stays black.
    nt = lamb_top.node_tree
    bsdf = next(n for n in nt.nodes if n.type == "BSDF_PRINCIPLED")
    matte = nt.nodes.new("ShaderNodeBsdfDiffuse")
    for name in ("Color", "Normal"):
        src = bsdf.inputs["Base Color" if name == "Color" else name]
        if src.is_linked:
            nt.links.new(src.links[0].from_socket, matte.inputs[name])
        elif name == "Color":
            matte.inputs[name].default_value = src.default_value
    matte.inputs["Roughness"].default_value = 0.6
    out = next(n for n in nt.nodes if n.type == "OUTPUT_MATERIAL")
    nt.links.new(matte.outputs[0], out.inputs["Surface"])
    drop = h * 0.66
    parts = [_body(w, h, d, cell, puff, lamb)]
    flap, (fy, fz) = _flap(w, h, d, drop, cell, puff, lamb, top_mat=lamb_top)
    parts.append(flap)
    # The flap's outer face in front of its pillows, where hardware sits clear of the quilting.
    face_y = fy - 0.005 - puff
    # The lock, centred on the flap's lower edge: a plate on the body below it, a keeper on the flap.
    if lock == "turn":
        body_y = -d / 2 * 1.06 - puff - 0.0015
        parts.append(box("lock_plate", (0.03, 0.004, 0.014), (0, body_y - 0.001, fz - 0.008), hw, radius=0.0018))
        parts.append(box("keeper", (0.028, 0.003, 0.016), (0, face_y - 0.0012, fz + 0.006), hw, radius=0.0022))
        parts.append(box("keeper_slot", (0.018, 0.002, 0.008), (0, face_y - 0.0026, fz + 0.006),
                         lib.plain("slot", tuple(c * 0.5 for c in colour), roughness=0.5), radius=0.0012))
        parts.append(cylinder("turn_base", 0.0055, 0.004, (0, face_y - 0.004, fz + 0.006), hw,
                              rotation=(math.pi / 2, 0, 0), vertices=32, bevel_w=0.0008))
        parts.append(box("turn", (0.0065, 0.0045, 0.017), (0, face_y - 0.0065, fz + 0.006), hw, radius=0.0026,
                         segments=3))
    elif lock == "boy":
        # The Boy's push-lock: a rectangular frame standing on the flap's edge, a plate inside it
        # and a short bar across the plate.
        lz = fz + 0.004
        for sz in (-1, 1):
            parts.append(box("boy_frame", (0.046, 0.004, 0.0045), (0, face_y - 0.0016, lz + sz * 0.0085), hw,
                             radius=0.0016))
        for sx in (-1, 1):
            parts.append(box("boy_frame", (0.0045, 0.004, 0.021), (sx * 0.0208, face_y - 0.0016, lz), hw,
                             radius=0.0016))
        parts.append(box("boy_plate", (0.034, 0.003, 0.011), (0, face_y - 0.0012, lz), hw, radius=0.0012))
        parts.append(box("boy_bar", (0.018, 0.004, 0.0045), (0, face_y - 0.0042, lz), hw, radius=0.0018))
    else:
        # The 2.55's lock: a rectangular plate on the flap, a flat bar across it that turns.
        parts.append(box("lock_plate", (0.05, 0.004, 0.016), (0, face_y - 0.0016, fz + 0.004), hw, radius=0.002))
        parts.append(box("lock_bar", (0.036, 0.004, 0.006), (0, face_y - 0.0048, fz + 0.004), hw, radius=0.0019))
        parts.append(box("lock_stud", (0.005, 0.004, 0.01), (0, face_y - 0.0065, fz + 0.004), hw, radius=0.0018))
    # The strap: through an eyelet at the top of each gusset, up in an arch.
    side = w / 2 + 0.004
    z0 = h * 0.86
    path = _arch(side, z0, lift, 0.0)
    parts.append(lib.chain("chain", path, link, wire, hw))
    if ribbon:
        # The ribbon woven through the links.
        parts.append(lib.flat_tube("ribbon", _ribbon_path(path, 0.0028, 0.025), 0.005, 0.0016, ribbon_m))
    for sx in (-1, 1):
        parts.append(torus("eyelet", 0.0058, 0.0017, (sx * (w / 2 + 0.0005), 0, z0), hw,
                           rotation=(0, math.pi / 2, 0), major_seg=32, minor_seg=10))
    return parts, max(w, h + lift) * 0.62
