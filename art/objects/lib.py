"""A small modelling library for the house's studio still-lifes.

Everything here is procedural and deterministic: the same call always builds the same scene, so a
render can be remade from this file and the builders in scenes.py alone. Units are metres; the
floor is z = 0 and the camera looks at the object from the front left (negative y, negative x).
"""

import math
import random

import os
import sys

import bmesh
import bpy
from mathutils import Vector

# The helpers both image sets share: art/kit.py.
sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
from kit import link, look_at, orbit, render  # noqa: E402,F401

INK = (0.0075, 0.0066, 0.0052)  # #15130f in linear light
BROWN = (0.005, 0.003, 0.0019)
GOLD_WARM = (1.0, 0.74, 0.38)


# ---------------------------------------------------------------------------------------------
# Scene, render settings


def reset(seed=7):
    """An empty scene with the house's render settings."""
    random.seed(seed)
    bpy.ops.wm.read_factory_settings(use_empty=True)
    scene = bpy.context.scene
    scene.render.engine = "CYCLES"
    cy = scene.cycles
    cy.device = "CPU"
    cy.seed = seed
    cy.use_adaptive_sampling = True
    cy.adaptive_threshold = 0.02
    cy.max_bounces = 6
    cy.diffuse_bounces = 2
    cy.glossy_bounces = 3
    cy.transmission_bounces = 6
    cy.transparent_max_bounces = 6
    cy.caustics_reflective = False
    cy.caustics_refractive = False
    cy.sample_clamp_indirect = 4.0
    cy.use_denoising = False
    cy.film_exposure = 1.0
    scene.view_settings.view_transform = "Filmic"
    scene.view_settings.look = "Medium High Contrast"
    scene.view_settings.exposure = -1.6
    scene.render.image_settings.file_format = "PNG"
    scene.render.image_settings.color_mode = "RGB"
    scene.render.film_transparent = False
    world = bpy.data.worlds.new("world")
    world.use_nodes = True
    bg = world.node_tree.nodes["Background"]
    bg.inputs["Color"].default_value = (*BROWN, 1)
    bg.inputs["Strength"].default_value = 0.2
    scene.world = world
    return scene


# ---------------------------------------------------------------------------------------------
# Materials


def _material(name):
    mat = bpy.data.materials.new(name)
    mat.use_nodes = True
    nodes = mat.node_tree.nodes
    bsdf = nodes["Principled BSDF"]
    return mat, nodes, mat.node_tree.links, bsdf


def _bump(nodes, links, bsdf, height_socket, strength, distance=0.002):
    bump = nodes.new("ShaderNodeBump")
    bump.inputs["Strength"].default_value = strength
    bump.inputs["Distance"].default_value = distance
    links.new(height_socket, bump.inputs["Height"])
    links.new(bump.outputs["Normal"], bsdf.inputs["Normal"])
    return bump


def _noise(nodes, scale, detail=6.0, roughness=0.55, coord="Object"):
    tex = nodes.new("ShaderNodeTexNoise")
    tex.inputs["Scale"].default_value = scale
    tex.inputs["Detail"].default_value = detail
    tex.inputs["Roughness"].default_value = roughness
    co = nodes.new("ShaderNodeTexCoord")
    tex.id_data.links.new(co.outputs[coord], tex.inputs["Vector"])
    return tex


def plain(name, color, roughness=0.5, metallic=0.0, specular=0.5, clearcoat=0.0):
    mat, _, _, bsdf = _material(name)
    bsdf.inputs["Base Color"].default_value = (*color, 1)
    bsdf.inputs["Roughness"].default_value = roughness
    bsdf.inputs["Metallic"].default_value = metallic
    bsdf.inputs["Specular"].default_value = specular
    bsdf.inputs["Clearcoat"].default_value = clearcoat
    return mat


def leather(color, name="leather", grain=1.0, shine=0.42):
    """Full-grain leather: a fine pebbled grain in the normal and a satin sheen."""
    mat, nodes, links, bsdf = _material(name)
    bsdf.inputs["Base Color"].default_value = (*color, 1)
    bsdf.inputs["Roughness"].default_value = shine
    bsdf.inputs["Specular"].default_value = 0.45
    bsdf.inputs["Sheen"].default_value = 0.08
    vor = nodes.new("ShaderNodeTexVoronoi")
    vor.feature = "DISTANCE_TO_EDGE"
    vor.inputs["Scale"].default_value = 420.0
    co = nodes.new("ShaderNodeTexCoord")
    links.new(co.outputs["Object"], vor.inputs["Vector"])
    _bump(nodes, links, bsdf, vor.outputs["Distance"], 0.18 * grain, 0.001)
    # A slow variation in the tone, as real hides have.
    n = _noise(nodes, 6.0, 3.0)
    mix = nodes.new("ShaderNodeMixRGB")
    mix.blend_type = "MULTIPLY"
    mix.inputs["Fac"].default_value = 0.25
    mix.inputs["Color1"].default_value = (*color, 1)
    links.new(n.outputs["Fac"], mix.inputs["Color2"])
    ramp_fix = nodes.new("ShaderNodeMixRGB")
    ramp_fix.inputs["Fac"].default_value = 0.6
    ramp_fix.inputs["Color1"].default_value = (*color, 1)
    links.new(mix.outputs["Color"], ramp_fix.inputs["Color2"])
    links.new(ramp_fix.outputs["Color"], bsdf.inputs["Base Color"])
    return mat


def quilted_leather(color, cell=0.045, name="quilted", bump=0.9, roughness=0.38, sheen=0.1):
    """Lambskin quilted in diamonds: two diagonal wave patterns multiplied into a pillowed bump
    (a weaker `bump` where the geometry itself is quilted, as in classic_flap.py)."""
    mat, nodes, links, bsdf = _material(name)
    bsdf.inputs["Base Color"].default_value = (*color, 1)
    bsdf.inputs["Roughness"].default_value = roughness
    bsdf.inputs["Sheen"].default_value = sheen
    bsdf.inputs["Clearcoat"].default_value = 0.1
    co = nodes.new("ShaderNodeTexCoord")
    sep = nodes.new("ShaderNodeSeparateXYZ")
    links.new(co.outputs["Object"], sep.inputs["Vector"])

    def diagonal(sign):
        m = nodes.new("ShaderNodeMath")
        m.operation = "MULTIPLY_ADD"
        m.inputs[1].default_value = sign
        links.new(sep.outputs["X"], m.inputs[0])
        links.new(sep.outputs["Z"], m.inputs[2])
        s = nodes.new("ShaderNodeMath")
        s.operation = "MULTIPLY"
        s.inputs[1].default_value = math.pi / cell
        links.new(m.outputs[0], s.inputs[0])
        sn = nodes.new("ShaderNodeMath")
        sn.operation = "SINE"
        links.new(s.outputs[0], sn.inputs[0])
        ab = nodes.new("ShaderNodeMath")
        ab.operation = "ABSOLUTE"
        links.new(sn.outputs[0], ab.inputs[0])
        pw = nodes.new("ShaderNodeMath")
        pw.operation = "POWER"
        pw.inputs[1].default_value = 0.35
        links.new(ab.outputs[0], pw.inputs[0])
        return pw

    a, b = diagonal(1.0), diagonal(-1.0)
    prod = nodes.new("ShaderNodeMath")
    prod.operation = "MULTIPLY"
    links.new(a.outputs[0], prod.inputs[0])
    links.new(b.outputs[0], prod.inputs[1])
    _bump(nodes, links, bsdf, prod.outputs[0], bump, 0.006)
    # Seams darken slightly.
    ramp = nodes.new("ShaderNodeMixRGB")
    ramp.blend_type = "MULTIPLY"
    ramp.inputs["Color1"].default_value = (*color, 1)
    ramp.inputs["Fac"].default_value = 1.0
    gam = nodes.new("ShaderNodeMath")
    gam.operation = "MULTIPLY_ADD"
    gam.inputs[1].default_value = 0.5
    gam.inputs[2].default_value = 0.5
    links.new(prod.outputs[0], gam.inputs[0])
    links.new(gam.outputs[0], ramp.inputs["Color2"])
    links.new(ramp.outputs["Color"], bsdf.inputs["Base Color"])
    return mat


def steel(brushed=True, name="steel", tint=(0.80, 0.80, 0.80)):
    """Stainless steel: brushed (anisotropic, streaked) or polished."""
    mat, nodes, links, bsdf = _material(name)
    bsdf.inputs["Base Color"].default_value = (*tint, 1)
    bsdf.inputs["Metallic"].default_value = 1.0
    if brushed:
        bsdf.inputs["Roughness"].default_value = 0.28
        bsdf.inputs["Anisotropic"].default_value = 0.7
        n = _noise(nodes, 1.0, 8.0)
        mp = nodes.new("ShaderNodeMapping")
        mp.inputs["Scale"].default_value = (1.0, 1.0, 900.0)
        co = nodes.new("ShaderNodeTexCoord")
        links.new(co.outputs["Object"], mp.inputs["Vector"])
        links.new(mp.outputs["Vector"], n.inputs["Vector"])
        rr = nodes.new("ShaderNodeMapRange")
        rr.inputs["To Min"].default_value = 0.2
        rr.inputs["To Max"].default_value = 0.34
        links.new(n.outputs["Fac"], rr.inputs["Value"])
        links.new(rr.outputs["Result"], bsdf.inputs["Roughness"])
    else:
        bsdf.inputs["Roughness"].default_value = 0.08
    return mat


def gold(name="gold", polished=True, tint=(1.0, 0.77, 0.42)):
    mat, _, _, bsdf = _material(name)
    bsdf.inputs["Base Color"].default_value = (*tint, 1)
    bsdf.inputs["Metallic"].default_value = 1.0
    bsdf.inputs["Roughness"].default_value = 0.12 if polished else 0.3
    return mat


def sapphire(name="sapphire", tint=(1.0, 1.0, 1.0), ior=1.77):
    """Clear crystal (watch glass, bottles, acrylic slabs, gems)."""
    mat, _, _, bsdf = _material(name)
    bsdf.inputs["Base Color"].default_value = (*tint, 1)
    bsdf.inputs["Transmission"].default_value = 1.0
    bsdf.inputs["Roughness"].default_value = 0.0
    bsdf.inputs["IOR"].default_value = ior
    mat.blend_method = "BLEND"
    return mat


def acrylic(name="acrylic"):
    """A clear display case: a thin reflective skin that lets light through to what it holds
    (a glass shader would leave the inside unlit without caustics)."""
    mat, _, _, bsdf = _material(name)
    bsdf.inputs["Base Color"].default_value = (0.0, 0.0, 0.0, 1)
    bsdf.inputs["Roughness"].default_value = 0.03
    bsdf.inputs["Specular"].default_value = 0.8
    bsdf.inputs["Alpha"].default_value = 0.2
    mat.blend_method = "BLEND"
    return mat


def canvas(color, name="canvas", scale=900.0, sheen=0.15):
    """Woven cotton canvas: a fine checker of warp and weft in the normal, matte."""
    mat, nodes, links, bsdf = _material(name)
    bsdf.inputs["Base Color"].default_value = (*color, 1)
    bsdf.inputs["Roughness"].default_value = 0.85
    bsdf.inputs["Sheen"].default_value = sheen
    wave = nodes.new("ShaderNodeTexWave")
    wave.inputs["Scale"].default_value = scale
    wave.inputs["Distortion"].default_value = 1.5
    co = nodes.new("ShaderNodeTexCoord")
    links.new(co.outputs["Object"], wave.inputs["Vector"])
    wave2 = nodes.new("ShaderNodeTexWave")
    wave2.bands_direction = "Y"
    wave2.inputs["Scale"].default_value = scale
    links.new(co.outputs["Object"], wave2.inputs["Vector"])
    m = nodes.new("ShaderNodeMath")
    m.operation = "MULTIPLY"
    links.new(wave.outputs["Fac"], m.inputs[0])
    links.new(wave2.outputs["Fac"], m.inputs[1])
    _bump(nodes, links, bsdf, m.outputs[0], 0.25, 0.0008)
    return mat


def suede(color, name="suede"):
    mat, nodes, links, bsdf = _material(name)
    bsdf.inputs["Base Color"].default_value = (*color, 1)
    bsdf.inputs["Roughness"].default_value = 0.95
    bsdf.inputs["Sheen"].default_value = 1.0
    bsdf.inputs["Sheen Tint"].default_value = 0.8
    bsdf.inputs["Specular"].default_value = 0.2
    n = _noise(nodes, 800.0, 4.0)
    _bump(nodes, links, bsdf, n.outputs["Fac"], 0.12, 0.0005)
    return mat


def card_stock(color, name="card"):
    mat, nodes, links, bsdf = _material(name)
    bsdf.inputs["Base Color"].default_value = (*color, 1)
    bsdf.inputs["Roughness"].default_value = 0.55
    bsdf.inputs["Specular"].default_value = 0.35
    n = _noise(nodes, 1500.0, 2.0)
    _bump(nodes, links, bsdf, n.outputs["Fac"], 0.05, 0.0003)
    return mat


def holo_foil(name="holo"):
    """A holographic foil: metal whose hue turns with the angle it is seen at."""
    mat, nodes, links, bsdf = _material(name)
    bsdf.inputs["Metallic"].default_value = 0.5
    bsdf.inputs["Roughness"].default_value = 0.35
    lw = nodes.new("ShaderNodeLayerWeight")
    lw.inputs["Blend"].default_value = 0.5
    co = nodes.new("ShaderNodeTexCoord")
    wave = nodes.new("ShaderNodeTexWave")
    wave.inputs["Scale"].default_value = 40.0
    wave.inputs["Distortion"].default_value = 4.0
    links.new(co.outputs["Object"], wave.inputs["Vector"])
    add = nodes.new("ShaderNodeMath")
    add.operation = "ADD"
    links.new(lw.outputs["Facing"], add.inputs[0])
    links.new(wave.outputs["Fac"], add.inputs[1])
    ramp = nodes.new("ShaderNodeValToRGB")
    els = ramp.color_ramp.elements
    els[0].color = (0.95, 0.55, 0.25, 1)
    els[1].color = (0.35, 0.55, 0.95, 1)
    e = els.new(0.33)
    e.color = (0.95, 0.85, 0.35, 1)
    e = els.new(0.66)
    e.color = (0.45, 0.9, 0.7, 1)
    fr = nodes.new("ShaderNodeMath")
    fr.operation = "FRACT"
    links.new(add.outputs[0], fr.inputs[0])
    links.new(fr.outputs[0], ramp.inputs["Fac"])
    links.new(ramp.outputs["Color"], bsdf.inputs["Base Color"])
    return mat


def guilloche(base, line, name="guilloche", rings=200.0):
    """Black ceramic or dark metal engraved with fine concentric waves; the cut lines catch light."""
    mat, nodes, links, bsdf = _material(name)
    bsdf.inputs["Base Color"].default_value = (*base, 1)
    bsdf.inputs["Metallic"].default_value = 0.55
    bsdf.inputs["Roughness"].default_value = 0.22
    bsdf.inputs["Clearcoat"].default_value = 0.6
    co = nodes.new("ShaderNodeTexCoord")
    wave = nodes.new("ShaderNodeTexWave")
    wave.wave_type = "RINGS"
    wave.rings_direction = "Z"
    wave.inputs["Scale"].default_value = rings
    wave.inputs["Distortion"].default_value = 0.0
    wave.inputs["Detail"].default_value = 0.0
    mp = nodes.new("ShaderNodeMapping")
    mp.inputs["Location"].default_value = (-0.03, 0.012, 0.0)
    links.new(co.outputs["Object"], mp.inputs["Vector"])
    links.new(mp.outputs["Vector"], wave.inputs["Vector"])
    _bump(nodes, links, bsdf, wave.outputs["Fac"], 0.15, 0.0002)
    mix = nodes.new("ShaderNodeMixRGB")
    mix.inputs["Color1"].default_value = (*base, 1)
    mix.inputs["Color2"].default_value = (*line, 1)
    cut = nodes.new("ShaderNodeMath")
    cut.operation = "GREATER_THAN"
    cut.inputs[1].default_value = 0.965
    links.new(wave.outputs["Fac"], cut.inputs[0])
    links.new(cut.outputs[0], mix.inputs["Fac"])
    links.new(mix.outputs["Color"], bsdf.inputs["Base Color"])
    return mat


def silk_print(c1, c2, c3, name="silk"):
    """A printed silk twill: a bold procedural pattern (no figures, no letters), soft sheen."""
    mat, nodes, links, bsdf = _material(name)
    bsdf.inputs["Roughness"].default_value = 0.35
    bsdf.inputs["Sheen"].default_value = 1.0
    bsdf.inputs["Anisotropic"].default_value = 0.4
    co = nodes.new("ShaderNodeTexCoord")
    vor = nodes.new("ShaderNodeTexVoronoi")
    vor.inputs["Scale"].default_value = 9.0
    links.new(co.outputs["Object"], vor.inputs["Vector"])
    wave = nodes.new("ShaderNodeTexWave")
    wave.wave_type = "RINGS"
    wave.inputs["Scale"].default_value = 6.0
    wave.inputs["Distortion"].default_value = 6.0
    links.new(co.outputs["Object"], wave.inputs["Vector"])
    ramp = nodes.new("ShaderNodeValToRGB")
    els = ramp.color_ramp.elements
    els[0].color = (*c1, 1)
    els[1].position = 0.7
    els[1].color = (*c3, 1)
    e = els.new(0.4)
    e.color = (*c2, 1)
    add = nodes.new("ShaderNodeMath")
    add.operation = "MULTIPLY"
    links.new(vor.outputs["Distance"], add.inputs[0])
    links.new(wave.outputs["Fac"], add.inputs[1])
    links.new(add.outputs[0], ramp.inputs["Fac"])
    links.new(ramp.outputs["Color"], bsdf.inputs["Base Color"])
    return mat


# ---------------------------------------------------------------------------------------------
# Geometry helpers


def mesh_object(name, verts, faces, material=None, smooth=True):
    me = bpy.data.meshes.new(name)
    me.from_pydata(verts, [], faces)
    me.update()
    obj = link(bpy.data.objects.new(name, me))
    if smooth:
        for p in me.polygons:
            p.use_smooth = True
    if material:
        me.materials.append(material)
    return obj


def assign(obj, material):
    obj.data.materials.clear()
    obj.data.materials.append(material)
    return obj


def bevel(obj, width, segments=3, limit="ANGLE"):
    m = obj.modifiers.new("bevel", "BEVEL")
    m.width = width
    m.segments = segments
    m.limit_method = limit
    m.harden_normals = False
    return m


def subsurf(obj, levels=2):
    m = obj.modifiers.new("subsurf", "SUBSURF")
    m.levels = levels
    m.render_levels = levels
    return m


def shade_smooth(obj):
    for p in obj.data.polygons:
        p.use_smooth = True
    return obj


def box(name, size, location=(0, 0, 0), material=None, radius=0.0, segments=3, rotation=(0, 0, 0)):
    """A box of full size (x, y, z) with rounded edges of the given radius."""
    bpy.ops.mesh.primitive_cube_add(size=1.0, location=location, rotation=rotation)
    obj = bpy.context.active_object
    obj.name = name
    obj.scale = size
    bpy.ops.object.transform_apply(location=False, rotation=False, scale=True)
    if radius > 0:
        bevel(obj, radius, segments)
        shade_smooth(obj)
    if material:
        assign(obj, material)
    return obj


def cylinder(name, radius, depth, location=(0, 0, 0), material=None, vertices=64, rotation=(0, 0, 0), bevel_w=0.0):
    bpy.ops.mesh.primitive_cylinder_add(vertices=vertices, radius=radius, depth=depth, location=location, rotation=rotation)
    obj = bpy.context.active_object
    obj.name = name
    if bevel_w > 0:
        bevel(obj, bevel_w, 3)
    shade_smooth(obj)
    # Flat caps: smooth shading only on the sides.
    for p in obj.data.polygons:
        if len(p.vertices) > 4:
            p.use_smooth = False
    if material:
        assign(obj, material)
    return obj


def torus(name, major, minor, location=(0, 0, 0), material=None, rotation=(0, 0, 0), major_seg=96, minor_seg=24):
    bpy.ops.mesh.primitive_torus_add(
        major_radius=major, minor_radius=minor, location=location, rotation=rotation,
        major_segments=major_seg, minor_segments=minor_seg,
    )
    obj = bpy.context.active_object
    obj.name = name
    shade_smooth(obj)
    if material:
        assign(obj, material)
    return obj


def sphere(name, radius, location=(0, 0, 0), material=None, scale=(1, 1, 1), segments=48):
    bpy.ops.mesh.primitive_uv_sphere_add(segments=segments, ring_count=segments // 2, radius=radius, location=location)
    obj = bpy.context.active_object
    obj.name = name
    obj.scale = scale
    shade_smooth(obj)
    if material:
        assign(obj, material)
    return obj


def tube(name, points, radius, material=None, resolution=12, closed=False):
    """A round tube along a polyline through the given points (handles, straps, frames)."""
    cu = bpy.data.curves.new(name, "CURVE")
    cu.dimensions = "3D"
    cu.bevel_depth = radius
    cu.bevel_resolution = 4
    cu.resolution_u = resolution
    cu.use_fill_caps = True
    sp = cu.splines.new("BEZIER")
    sp.bezier_points.add(len(points) - 1)
    for bp, p in zip(sp.bezier_points, points):
        bp.co = p
        bp.handle_left_type = "AUTO"
        bp.handle_right_type = "AUTO"
    sp.use_cyclic_u = closed
    obj = link(bpy.data.objects.new(name, cu))
    if material:
        obj.data.materials.append(material)
    return obj


def flat_tube(name, points, width, thickness, material=None, closed=False):
    """A flat strap (rectangular section) along a smooth path."""
    obj = tube(name, points, 0.0, material, closed=closed)
    cu = obj.data
    cu.bevel_depth = 0.0
    cu.extrude = width / 2
    # A thin solid from the ribbon.
    m = obj.modifiers.new("solid", "SOLIDIFY")
    m.thickness = thickness
    m.offset = 0.0
    obj.data.twist_mode = "Z_UP"
    return obj


def chain(name, path_points, link_len, wire, material, count=None):
    """Interlocked oval links laid along a path, each turned 90 degrees from the previous."""
    # Sample the path evenly.
    pts = [Vector(p) for p in path_points]
    seg = [(pts[i], pts[i + 1]) for i in range(len(pts) - 1)]
    lengths = [(b - a).length for a, b in seg]
    total = sum(lengths)
    n = count or int(total / (link_len * 0.78))
    objs = []
    for i in range(n):
        d = (i + 0.5) * total / n
        acc = 0.0
        for (a, b), L in zip(seg, lengths):
            if acc + L >= d:
                t = (d - acc) / L
                pos = a.lerp(b, t)
                tangent = (b - a).normalized()
                break
            acc += L
        bpy.ops.mesh.primitive_torus_add(
            major_radius=link_len / 2 - wire, minor_radius=wire, location=pos, major_segments=24, minor_segments=8
        )
        o = bpy.context.active_object
        o.scale = (1.0, 0.62, 1.0)
        # Torus axis is z; lay its long axis (x) along the tangent, alternate the roll.
        quat = Vector((1, 0, 0)).rotation_difference(tangent)
        o.rotation_mode = "QUATERNION"
        from mathutils import Quaternion

        roll = Quaternion(tangent, (math.pi / 2) if i % 2 else 0.0)
        o.rotation_quaternion = roll @ quat
        shade_smooth(o)
        assign(o, material)
        objs.append(o)
    return join(objs, name)


def join(objs, name):
    bpy.ops.object.select_all(action="DESELECT")
    for o in objs:
        o.select_set(True)
    bpy.context.view_layer.objects.active = objs[0]
    bpy.ops.object.join()
    obj = bpy.context.active_object
    obj.name = name
    return obj


def parent_all(objs, name="group", location=(0, 0, 0), rotation=(0, 0, 0)):
    empty = link(bpy.data.objects.new(name, None))
    for o in objs:
        o.parent = empty
    empty.location = location
    empty.rotation_euler = rotation
    return empty


# ---------------------------------------------------------------------------------------------
# Studio: sweep, lights, camera


def studio(floor=BROWN, wall=None, key=160.0, rim=320.0, fill=8.0, size=8.0):
    """A seamless sweep (floor curving up into a back wall) with the house's three lights."""
    wall = wall or floor
    verts, faces = [], []
    prof = []
    r = 1.2
    for i in range(-20, 1):
        prof.append((i * 0.3, 0.0))  # floor from the camera side back to the curve
    for k in range(1, 13):
        a = k / 12 * math.pi / 2
        prof.append((r * math.sin(a), r - r * math.cos(a)))
    for k in range(1, 8):
        prof.append((r, r + k * 0.6))
    xs = [-size / 2 + size * j / 16 for j in range(17)]
    back = 2.2
    for y, z in prof:
        for x in xs:
            verts.append((x, y + back, z))
    cols = len(xs)
    for i in range(len(prof) - 1):
        for j in range(cols - 1):
            a = i * cols + j
            faces.append((a, a + 1, a + cols + 1, a + cols))
    mat, nodes, links, bsdf = _material("sweep")
    bsdf.inputs["Roughness"].default_value = 0.9
    bsdf.inputs["Specular"].default_value = 0.05
    # Floor colour warming into a darker wall, a faint mottling like painted paper.
    geo = nodes.new("ShaderNodeNewGeometry")
    sep = nodes.new("ShaderNodeSeparateXYZ")
    links.new(geo.outputs["Position"], sep.inputs["Vector"])
    mr = nodes.new("ShaderNodeMapRange")
    mr.inputs["From Min"].default_value = 0.0
    mr.inputs["From Max"].default_value = 2.0
    links.new(sep.outputs["Z"], mr.inputs["Value"])
    mix = nodes.new("ShaderNodeMixRGB")
    mix.inputs["Color1"].default_value = (*floor, 1)
    mix.inputs["Color2"].default_value = (*[c * 0.6 for c in wall], 1)
    links.new(mr.outputs["Result"], mix.inputs["Fac"])
    links.new(mix.outputs["Color"], bsdf.inputs["Base Color"])
    sweep = mesh_object("sweep", verts, faces, mat)

    def area(name, energy, color, loc, target, size_, shape="RECTANGLE", spread=None):
        ld = bpy.data.lights.new(name, "AREA")
        ld.energy = energy
        ld.color = color
        ld.shape = shape
        ld.size = size_
        if shape == "RECTANGLE":
            ld.size_y = size_ * 0.6
        if spread is not None:
            ld.spread = spread
        o = link(bpy.data.objects.new(name, ld))
        o.location = loc
        look_at(o, target)
        return o

    area("key", key, (1.0, 0.96, 0.9), (-2.2, -1.6, 2.6), (0, 0, 0.1), 1.6, spread=math.radians(45))
    area("rim", rim, GOLD_WARM, (1.8, 1.7, 1.2), (0, 0, 0.15), 0.9, spread=math.radians(60))
    area("fill", fill, (0.9, 0.86, 0.8), (2.5, -2.5, 0.6), (0, 0, 0.1), 3.0)
    return sweep


def bounds(objs):
    """The world-space bounding box (lowest corner, highest corner) of the given objects."""
    dg = bpy.context.evaluated_depsgraph_get()
    pts = []
    for o in objs:
        ev = o.evaluated_get(dg)
        pts += [ev.matrix_world @ Vector(c) for c in ev.bound_box]
    lo = Vector((min(p.x for p in pts), min(p.y for p in pts), min(p.z for p in pts)))
    hi = Vector((max(p.x for p in pts), max(p.y for p in pts), max(p.z for p in pts)))
    return lo, hi


def camera(target=(0, 0, 0.08), distance=1.2, azimuth=-28.0, elevation=18.0, lens=85.0, fstop=4.0, ortho=False, shift=(0, 0)):
    """A long-lens camera at three-quarter view, focused on the target with a shallow depth of field."""
    cd = bpy.data.cameras.new("camera")
    cd.lens = lens
    cd.sensor_width = 36.0
    cd.shift_x, cd.shift_y = shift
    cd.dof.use_dof = fstop > 0
    cd.dof.aperture_fstop = fstop if fstop > 0 else 16
    cd.dof.aperture_blades = 7
    cd.dof.focus_distance = distance
    cd.clip_start = 0.01
    if ortho:
        cd.type = "ORTHO"
    cam = link(bpy.data.objects.new("camera", cd))
    cam.location = orbit(target, distance, azimuth, elevation)
    look_at(cam, target)
    bpy.context.scene.camera = cam
    return cam
